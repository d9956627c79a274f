// Player Feedback and Admin Logs of this station, 10 a page, and the log entry form.
import { missingFields, POD_LOG_FORM_RULES } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { toastRequired } from '#app-state/messages/system-messages.ts';
import { podSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource } from '#lib/resource.ts';
import { podDashboardApi } from '../api/pod-dashboard-api.ts';

export const feedbackPage = signal(1);
export const logsPage = signal(1);

export const feedback = createResource(async () => {
  const pod = podSession.value;
  return pod ? podDashboardApi.feedback(pod, feedbackPage.value) : null;
});

export const logs = createResource(async () => {
  const pod = podSession.value;
  return pod ? podDashboardApi.logs(pod, logsPage.value) : null;
});

export function goToFeedbackPage(page: number): void {
  feedbackPage.value = page;
  void feedback.reload();
}

export function goToLogsPage(page: number): void {
  logsPage.value = page;
  void logs.reload();
}

/** The log entry textarea. */
export const logText = signal('');
export const logSaving = signal(false);

/** Submit Log Entry: a comment is required; the first page of the log then shows it. */
export async function submitLogEntry(): Promise<void> {
  const pod = podSession.value;
  if (!pod || logSaving.value) return;
  if (missingFields(POD_LOG_FORM_RULES, { comment: logText.value }).length > 0) {
    toastRequired();
    return;
  }
  logSaving.value = true;
  try {
    await podDashboardApi.saveLog(pod, logText.value);
    logText.value = '';
    showToast('success', 'Log entry saved');
    goToLogsPage(1);
  } catch {
    // the API client showed the server's message
  } finally {
    logSaving.value = false;
  }
}

export function loadLogs(): void {
  feedbackPage.value = 1;
  logsPage.value = 1;
  void feedback.reload();
  void logs.reload();
}
