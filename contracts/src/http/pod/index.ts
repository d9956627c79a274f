// `/pod…`: the pod's own record, as its kiosk page reads and reports it.
export * from './pod.ts';
export * from './staff-messages.ts';
