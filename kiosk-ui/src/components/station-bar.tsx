import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { podSession } from '../app-state/session/pod-session-model.ts';
import { BrandMark } from './brand-mark.tsx';
import './station-bar.css';

/** A signed-in screen's top bar: the client's brand and the station's name, then `children` on the right. */
export function StationBar({ children }: { children?: ReactNode }) {
  useSignals();
  const session = podSession.value;
  return (
    <header className="station-bar">
      <BrandMark logo={session?.logo} name={session?.client_name} />
      <span className="station-bar__station">{session?.nav_name ?? 'Gamepod'}</span>
      {children}
    </header>
  );
}
