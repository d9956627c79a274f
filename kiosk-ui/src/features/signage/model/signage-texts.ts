// The signage's words that depend on the board's numbers.

/** The footer's count: those called to a pod, then those still waiting ("1 up · nobody else waiting"). */
export function lineSummary(up: number, waiting: number): string {
  const people = waiting === 1 ? '1 person waiting' : `${waiting} people waiting`;
  if (up === 0) return people;
  return `${up} up · ${waiting === 0 ? 'nobody else waiting' : people}`;
}
