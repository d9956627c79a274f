import { PLATFORMS } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { podSession } from '#app-state/session/model/session-model.ts';
import { Button } from '#components/button.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { PodGameDetail, PodGamesGrid } from '../components/pod-games-grid.tsx';
import { PodGamesOverlays } from '../components/pod-games-overlays.tsx';
import { PodGamesToolbar } from '../components/pod-games-toolbar.tsx';
import { POD_GAMES_XDS } from '../model/launch-rules.ts';
import { POD_GAMES_LAYOUT_MS, resetLaunch } from '../model/pod-games-launch-model.ts';
import { listPlatform, openPodGames } from '../model/pod-games-model.ts';
import { selected } from '../model/targets-model.ts';
import '../components/pod-games.css';

const BACK_FADE_MS = 300;

/** /admin/pod_games/{xd}: staff on a pod pick a game for the selected pods. Without a known xd: the dashboard. */
export function PodGamesScreen({ params }: { params: { xd?: string } }) {
  useSignals();
  const xd = POD_GAMES_XDS.find((x) => x === params.xd);
  const name = PLATFORMS.find((p) => p.code === listPlatform.value)?.name ?? xd?.toUpperCase() ?? '';
  usePageTitle(`${name} games`);
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!xd) return;
    openPodGames(xd);
    return resetLaunch;
  }, [xd]);
  if (!xd || !podSession.value) return <Redirect to="/admin/dashboard" replace />;
  const count = selected.value.size;
  return (
    <div
      className={`pod-games${leaving ? ' pod-games--leaving' : ''}`}
      style={{ '--pod-games-layout': `${POD_GAMES_LAYOUT_MS}ms` } as React.CSSProperties}
    >
      <header className="pod-games__head">
        <Button
          onClick={() => {
            setLeaving(true);
            setTimeout(() => navigate('/admin/dashboard'), BACK_FADE_MS);
          }}
        >
          Back
        </Button>
        <div>
          <h1 className="pod-games__title">{name} games</h1>
          <p className="pod-games__targets">
            {count === 0 ? 'No pod selected' : `For ${count} selected ${count === 1 ? 'pod' : 'pods'}`}
          </p>
        </div>
      </header>
      <PodGamesToolbar />
      <div className="pod-games__body">
        <PodGamesGrid />
        <PodGameDetail />
      </div>
      <PodGamesOverlays />
    </div>
  );
}
