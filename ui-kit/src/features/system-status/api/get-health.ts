import type { ReplyData } from '@gamepod/contracts/http';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { type HealthSnapshot, isHealthReport, toHealthSnapshot } from '../model/health-snapshot.ts';

// each server-side check is bounded at 1 s, so 4 s means the server itself is in trouble
const HEALTH_TIMEOUT_MS = 4_000;

const unreadable = () => new ApiError('invalid-reply', 'The server sent a health report this screen cannot read.', 200);

/**
 * Reads `GET /api/v1/health`. A 503 still carries the report (it says what is down),
 * so it resolves as an unhealthy snapshot; only a missing or unreadable report throws.
 */
export async function getHealth(): Promise<HealthSnapshot> {
  try {
    const data = await apiRequest<ReplyData<'GET', '/health'>>('/health', { timeoutMs: HEALTH_TIMEOUT_MS });
    if (!isHealthReport(data)) throw unreadable();
    return toHealthSnapshot(data, true, 'ok');
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'http' && err.status === 503 && isHealthReport(err.data)) {
      return toHealthSnapshot(err.data, false, err.message);
    }
    throw err;
  }
}
