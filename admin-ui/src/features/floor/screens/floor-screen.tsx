import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { Button } from '#components/button.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { STATE_LABEL } from '#lib/floor-text.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { CompTimeDialog, MessageDialog } from '../components/floor-dialogs.tsx';
import { FloorGrid } from '../components/floor-grid.tsx';
import { floor, floorLive, openFloor, wallMode } from '../model/floor-model.ts';

/** The wall mode also asks the browser for full screen; where it refuses, the page fills the window. */
function toggleWall(): void {
  const on = !wallMode.value;
  wallMode.value = on;
  if (on) void document.documentElement.requestFullscreen?.().catch(() => undefined);
  else if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

/** /common/floor/{lab_id}: the floor view, one lab's pods live. */
export function FloorScreen({ params }: { params: { lab_id: string } }) {
  useSignals();
  usePageTitle('Floor View');
  useEffect(() => openFloor(params.lab_id), [params.lab_id]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && wallMode.value && !document.querySelector('dialog[open]')) toggleWall();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const data = floor.data.value;
  const counts = data
    ? (['in_use', 'idle', 'locked', 'offline'] as const).map(
        (s) => `${data.pods.filter((p) => p.state === s).length} ${STATE_LABEL[s].toLowerCase()}`,
      )
    : [];
  const wall = wallMode.value;
  // a super admin manages a lab's pods from its client's page
  const podsHref =
    userSession.value?.role_id === 4 && data
      ? `/superadmin/clients/${data.lab.client_id}/pods/${params.lab_id}`
      : `/admin/labs/${params.lab_id}/pods`;
  return (
    <div className={`floor${wall ? ' floor--wall' : ''}`}>
      <PageHeader
        title={data ? `Floor View: ${data.lab.name}` : 'Floor View'}
        back={wall ? undefined : { href: podsHref, label: 'Manage Your Pods' }}
        subtitle={
          <span className="floor-subtitle">
            {data ? counts.join(' · ') : 'Loading the lab’s pods…'}
            <span className={`floor-live${floorLive.value ? ' floor-live--on' : ''}`}>
              {floorLive.value ? 'Live' : 'Connecting…'}
            </span>
          </span>
        }
        actions={
          <Button variant={wall ? 'secondary' : 'primary'} onClick={toggleWall}>
            {wall ? 'Exit full screen' : 'Full screen'}
          </Button>
        }
      />
      <FloorGrid />
      <CompTimeDialog />
      <MessageDialog />
    </div>
  );
}
