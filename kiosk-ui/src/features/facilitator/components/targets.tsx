import { useSignals } from '@preact/signals-react/runtime';
import { selectedPods } from '../model/pods-model.ts';

/** Who a command goes to, under each modal's title. */
export function Targets() {
  useSignals();
  const names = selectedPods.value.map((p) => p.name);
  return <p className="fac-targets">Selected pods: {names.join(', ')}</p>;
}
