import type { PodSession } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { HeroHeader } from '#components/hero-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { AdminSaveSeatScreen } from '../components/admin-save-seat-screen.tsx';
import { CommandPanel } from '../components/command-panel.tsx';
import { LogEntryPanel } from '../components/log-entry-panel.tsx';
import { PodInfoPanel } from '../components/pod-info-panel.tsx';
import { PodLedModal } from '../components/pod-led-modal.tsx';
import { AdminLogsPanel, FeedbackPanel } from '../components/pod-logs-panels.tsx';
import { TargetsPanel } from '../components/targets-panel.tsx';
import { holdSelectionWhileSaved, seatSaved } from '../model/admin-save-seat-model.ts';
import { stopTestAudio, watchStation } from '../model/pod-info-model.ts';
import { feedback, loadLogs, logs } from '../model/pod-logs-model.ts';
import { loadTargets } from '../model/targets-model.ts';
import '../components/pod-dashboard.css';

/**
 * /admin/dashboard on a pod: this station's info, volume and log, and commands to the pods of
 * its lab. A restricted admin (role 5) reads and writes the logs only: the commands and the
 * target pods are roles 3 and 4's.
 */
export function PodDashboardScreen({ pod }: { pod: PodSession }) {
  useSignals();
  usePageTitle('Dashboard');
  const mayCommand = userSession.value?.role_id !== 5;
  const name = pod.nav_name ?? 'this pod';
  useEffect(() => {
    loadLogs();
    if (mayCommand) void loadTargets().then(holdSelectionWhileSaved);
    const unwatch = watchStation();
    return () => {
      unwatch();
      stopTestAudio();
      feedback.reset();
      logs.reset();
    };
  }, [mayCommand]);
  if (seatSaved.value) return <AdminSaveSeatScreen />;
  return (
    <div className="pod-dash">
      <HeroHeader eyebrow={`Pod dashboard · ${pod.lab_name}`} title={name} />
      <div className="pod-dash__grid">
        <div className="pod-dash__column">
          <PodInfoPanel pod={pod} />
          <LogEntryPanel podName={name} />
        </div>
        {mayCommand ? (
          <div className="pod-dash__column">
            <TargetsPanel herePodId={pod.pod_id} />
            <CommandPanel />
          </div>
        ) : null}
      </div>
      <div className="pod-dash__tables">
        <FeedbackPanel />
        <AdminLogsPanel />
      </div>
      {mayCommand ? <PodLedModal /> : null}
    </div>
  );
}
