import { NotFoundError } from '@gamepod/events';

/** The answer, with its message key, for a pod that is not there. */
export const POD_NOT_FOUND = () =>
  new NotFoundError('This pod does not exist', { msg_key: 'admin-pod-not-exist-warning' });
