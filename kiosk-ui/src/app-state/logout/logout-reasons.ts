// The logout reasons, exactly as the logout screen shows them.
export const REASON_PHYSICAL_BUTTON = 'You pushed the physical logout button';
export const REASON_SEAT_LEFT = 'You left your seat for more than 30 seconds';
export const REASON_ADMIN_LOGOUT = 'Admin forced the logout from kioske';
export const REASON_ADMIN_REBOOT = 'Admin forced the kioske reboot';
export const REASON_ONSCREEN = 'you clicked the onscreen logout button';
export const REASON_SESSION_EXPIRED = 'Your session expired!';
export const REASON_INACTIVITY = 'You have been logged out due to inactivity';
export const REASON_LOCKOUT = 'You have been logged out due to lockout by Admin';
export const REASON_SEAT_EXPIRED = 'Save seat expired';
