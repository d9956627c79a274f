import type { RssFeedView } from '@gamepod/contracts/http';
import { type FleetCall, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { rssFeedsOf } from '../../labs/application/lab-content-views.ts';
import { visibleLab } from '../../labs/application/lab-views.ts';
import { labContentDecider } from '../../labs/domain/lab-content-decider.ts';
import { type RssFeedForm, rssFeedFromForm } from '../domain/rss-feed-form.ts';

// the lab screens read the labs read model right after each write
const readModels = ['labs'] as const;

/** Adds an RSS feed to a lab the caller may see; replies with its id and the lab's feeds. */
export async function addRssFeed(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  form: RssFeedForm,
): Promise<{ id: string; rssfeeds: RssFeedView[] }> {
  const lab = await visibleLab(deps, call.actor, lab_id);
  const feed = rssFeedFromForm(form);
  const command = { type: 'AddRssFeed' as const, actor: call.actor, feed };
  const { events } = await runFleetCommand(deps, call, labContentDecider, lab_id, command, readModels);
  const added = events[0];
  const id = added?.type === 'LabRssFeedAdded' ? added.data.rss_feed_id : '';
  return { id, rssfeeds: await rssFeedsOf(deps.db, lab) };
}

/** Deletes an RSS feed of a lab the caller may see; replies with the feeds left. */
export async function removeRssFeed(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  rss_feed_id: string,
): Promise<RssFeedView[]> {
  const lab = await visibleLab(deps, call.actor, lab_id);
  const command = { type: 'RemoveRssFeed' as const, actor: call.actor, rss_feed_id };
  await runFleetCommand(deps, call, labContentDecider, lab_id, command, readModels);
  return rssFeedsOf(deps.db, lab);
}
