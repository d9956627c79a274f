/** The platforms a lab's queue can be narrowed to ("next free Xbox"): the values of a pod's outputs (xd1, xd2). */
export const QUEUE_PLATFORMS = ['xb', 'ps', 'sw', 'pc'] as const;
export type QueuePlatform = (typeof QUEUE_PLATFORMS)[number];

/** A lab that never saved a queue policy: the queue is off; turned on, it holds a seat 10 minutes and 3 no-shows in 14 days block a week. */
export const DEFAULT_QUEUE_POLICY = {
  enabled: false,
  hold_minutes: 10,
  limit_minutes: null,
  no_show: { count: 3, days: 14, ban_days: 7 },
  platforms: { xb: false, ps: false, sw: false, pc: false },
} as const;
