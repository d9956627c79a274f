import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties } from 'react';
import { floor, wallMode } from '../model/floor-model.ts';
import { wallColumns } from '../model/wall-layout.ts';
import { FloorTile } from './floor-tile.tsx';
import './floor.css';

/** The lab's pods as a grid of tiles; on the wall, rows share the screen's height. */
export function FloorGrid() {
  useSignals();
  const data = floor.data.value;
  if (!data) return null;
  const cols = wallColumns(data.pods.length);
  const style = wallMode.value
    ? ({ '--floor-cols': cols, '--floor-rows': Math.ceil(data.pods.length / cols) } as CSSProperties)
    : undefined;
  if (data.pods.length === 0) return <p className="floor-empty">No pods are deployed in this lab yet.</p>;
  return (
    <section className="floor-grid" style={style} aria-label={`Pods of ${data.lab.name}`}>
      {data.pods.map((pod) => (
        <FloorTile key={pod.pod_id} pod={pod} />
      ))}
    </section>
  );
}
