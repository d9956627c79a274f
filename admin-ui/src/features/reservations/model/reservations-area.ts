/** The reservations screens' paths in the viewer's area: a client admin's /admin, the super admin's /superadmin. */
export type ReservationsPaths = {
  readonly dashboard: string;
  readonly list: string;
  readonly create: string;
  edit(id: string): string;
};

/** The paths for the area `path` (the page's own by default) lies in. */
export function reservationsPaths(path: string = location.pathname): ReservationsPaths {
  const root = path.startsWith('/superadmin/') ? '/superadmin' : '/admin';
  return {
    dashboard: `${root}/dashboard`,
    list: `${root}/reservations`,
    create: `${root}/reservations/create`,
    edit: (id) => `${root}/reservations/edit/${id}`,
  };
}
