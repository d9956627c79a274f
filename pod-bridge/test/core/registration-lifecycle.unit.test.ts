import { describe, it } from 'node:test';
import { DeciderSpecification } from '@gamepod/events/testing';
import { post } from '../../src/core/helper-call.ts';
import type { Registration } from '../../src/core/registering.ts';
import { type LifecycleEvent, lifecycleDecider } from '../../src/core/registration-lifecycle.ts';

const now = new Date('2026-01-01T10:00:00Z');
const given = DeciderSpecification.for(lifecycleDecider, { now, newId: () => 'id-1' });
const KEY = 'GP-AAAA-BBBB-CCCC';
const OTHER_KEY = 'GP-DDDD-EEEE-FFFF';
const inAnHour = new Date(now.getTime() + 3_600_000).toISOString();

const registration = (over: Partial<Registration> = {}): Registration => ({
  pod_id: 'pod-1',
  pod_id_key: KEY,
  creds: 'creds-1',
  expires_at: inAnHour,
  stream: 'GP_EVENTS',
  consumer: 'bridge_pod-1',
  subject_prefix: 'gp',
  inbox_prefix: '_INBOX_pod-1',
  screens_bucket: 'gp_pod_screens',
  ...over,
});
const attached = (reg = registration()): LifecycleEvent => ({
  type: 'Attached',
  data: { registration: reg, renewInMs: 2_400_000 },
});
const left: LifecycleEvent = { type: 'PodLeft', data: { pod_id: 'pod-1', generation: 1 } };
const stopped: LifecycleEvent = { type: 'Stopped', data: {} };
const setKey = (key: string) => post('/kiosk/set/pod_id', { pod_id: key });

describe("a bridge's registration lifecycle", () => {
  describe('when services accept the registration', () => {
    it('runs as the pod they named, renewing its creds at two thirds of their life', () => {
      given([])
        .when({ type: 'CompleteRegistration', generation: 0, registration: registration() })
        .thenEvents([attached()]);
    });

    it('renews creds about to expire a second from now at the earliest, and creds without expiry never', () => {
      const soon = registration({ expires_at: new Date(now.getTime() + 600).toISOString() });
      given([])
        .when({ type: 'CompleteRegistration', generation: 0, registration: soon })
        .thenEvents([{ type: 'Attached', data: { registration: soon, renewInMs: 1_000 } }]);
      const forever = registration({ expires_at: null });
      given([])
        .when({ type: 'CompleteRegistration', generation: 0, registration: forever })
        .thenEvents([{ type: 'Attached', data: { registration: forever, renewInMs: null } }]);
    });

    it('does not attach a registration a later one superseded, nor one that answers after the stop', () => {
      given([attached(), left])
        .when({ type: 'CompleteRegistration', generation: 0, registration: registration() })
        .thenNothingHappened();
      given([stopped])
        .when({ type: 'CompleteRegistration', generation: 0, registration: registration() })
        .thenNothingHappened();
    });
  });

  describe('when the helper reports its key while the bridge registers', () => {
    it('greets the pages with a key it did not know, and only then', () => {
      given([])
        .when({ type: 'ReportKey', key: KEY })
        .thenEvents([{ type: 'KeyLearned', data: { key: KEY } }]);
      given([{ type: 'KeyLearned', data: { key: KEY } }])
        .when({ type: 'ReportKey', key: KEY })
        .thenNothingHappened();
    });
  });

  describe('when the creds are due for renewal', () => {
    it('renews them as the pod it runs as, and not while it has none', () => {
      given([attached()])
        .when({ type: 'RenewCreds' })
        .thenEvents([{ type: 'RenewalStarted', data: { generation: 0 } }]);
      given([attached(), left]).when({ type: 'RenewCreds' }).thenNothingHappened();
    });

    it('takes the renewed creds, and arms the next renewal', () => {
      const renewed = registration({ creds: 'creds-2' });
      given([attached()])
        .when({ type: 'CompleteRenewal', generation: 0, registration: renewed })
        .thenEvents([{ type: 'CredsRenewed', data: { registration: renewed, renewInMs: 2_400_000 } }]);
    });

    it('drops a renewal that answers as another pod, or for a pod the bridge already left', () => {
      given([attached()])
        .when({ type: 'CompleteRenewal', generation: 0, registration: registration({ pod_id: 'pod-2' }) })
        .thenNothingHappened();
      given([attached(), left])
        .when({ type: 'CompleteRenewal', generation: 0, registration: registration() })
        .thenNothingHappened();
    });
  });

  describe("when a page sets the station's key", () => {
    it('cuts the pause short while an undeployed station registers', () => {
      given([])
        .when({ type: 'RelayCall', call: setKey(KEY), succeeded: true })
        .thenEvents([{ type: 'WakeupRequested', data: {} }]);
    });

    it('changes nothing when the call failed, when it is another call, or when the key is the one registered', () => {
      given([])
        .when({ type: 'RelayCall', call: setKey(KEY), succeeded: false })
        .thenNothingHappened();
      given([])
        .when({ type: 'RelayCall', call: post('/kiosk/set/vol_change', { volume: 10 }), succeeded: true })
        .thenNothingHappened();
      given([attached()])
        .when({ type: 'RelayCall', call: setKey(KEY), succeeded: true })
        .thenNothingHappened();
    });

    it('leaves the pod it runs as for another key, the next registration superseding the last', () => {
      given([attached()])
        .when({ type: 'RelayCall', call: setKey(OTHER_KEY), succeeded: true })
        .thenEvents([left]);
    });
  });

  describe('when what was left for the old pod went out', () => {
    it('registers again as the generation that was waiting', () => {
      given([attached(), left])
        .when({ type: 'FinishLeaving', generation: 1 })
        .thenEvents([{ type: 'RegistrationStarted', data: { generation: 1 } }]);
    });

    it('registers nothing for a generation superseded meanwhile, or after the stop', () => {
      given([attached(), left]).when({ type: 'FinishLeaving', generation: 0 }).thenNothingHappened();
      given([attached(), left, stopped]).when({ type: 'FinishLeaving', generation: 1 }).thenNothingHappened();
    });

    it('attaches the new registration, not the superseded one', () => {
      const other = registration({ pod_id: 'pod-2', pod_id_key: OTHER_KEY });
      given([attached(), left, { type: 'RegistrationStarted', data: { generation: 1 } }])
        .when({ type: 'CompleteRegistration', generation: 1, registration: other })
        .thenEvents([attached(other)]);
    });
  });

  describe('when the bridge stops', () => {
    it('stops once, and hears no page after', () => {
      given([attached()]).when({ type: 'Stop' }).thenEvents([stopped]);
      given([stopped]).when({ type: 'Stop' }).thenNothingHappened();
      given([stopped])
        .when({ type: 'RelayCall', call: setKey(OTHER_KEY), succeeded: true })
        .thenNothingHappened();
    });
  });
});
