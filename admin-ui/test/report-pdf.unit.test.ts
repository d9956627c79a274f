import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Summary } from '@gamepod/contracts/http';
import { summaryPdf } from '../src/features/reports/model/report-pdf.ts';

/** A month at a busy venue: 140 activity rows, more than one 15 in page holds. */
function busySummary(): Summary {
  return {
    report: {
      window: {
        interval: 'lastmonth',
        from: '2026-11-07T06:00:00.000Z',
        to: '2026-12-07T06:00:00.000Z',
        label: 'Last 30 days, 11/07/2026 – 12/06/2026',
        file_name: 'activity-report-lastmonth-2026-12-07',
      },
      stats: {
        sessions: 900,
        players: 140,
        guests: 12,
        play_time: 700.5,
        average_minutes: 46.7,
        pods: 12,
        occupancy: 31.25,
        surveys: 2,
        rating: 4.5,
      },
      activities: Array.from({ length: 140 }, (_, i) => ({
        pod: `A${(i % 12) + 1}`,
        player: `player${String(i + 1).padStart(3, '0')}@venue.test`,
        game: i % 2 ? 'Rocket Arena' : 'Pixel Kart',
        platform: i % 2 ? 'Xbox' : 'PC',
        sessions: 6,
        play_time: 5,
      })),
      games: [{ game_id: 'g1', game: 'Rocket Arena', sessions: 450, players: 70, play_time: 350 }],
      feedback: [],
      upcoming: [],
      sessions_per_day: [],
      occupancy_by_hour: [],
      queue: {
        places: 31,
        offered: 25,
        seated: 22,
        wait_median: 12.5,
        wait_p90: 31.2,
        no_shows: 3,
        abandoned: 4,
        by_lab_hour: [
          {
            lab_id: 'l1',
            lab: 'Main Floor',
            hour: 17,
            places: 31,
            offered: 25,
            seated: 22,
            wait_median: 12.5,
            wait_p90: 31.2,
            no_shows: 3,
            abandoned: 4,
          },
        ],
      },
    },
    revenue: { currency: 'USD', total: 0, payments: 0, minutes: 0, offers: [] },
  };
}

/** Each page's text, as pdftotext lays it out. */
function pageTexts(pdf: ArrayBuffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, Buffer.from(pdf));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    return Array.from({ length: pages }, (_, i) =>
      execFileSync('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), file, '-'], { encoding: 'utf8' }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ACTIVITIES_HEADER = /Pod\s+Player\s+Game\s+Platform\s+Sessions\s+Play time \(h\)/;

describe('the Activity report PDF', () => {
  const venue = { name: 'Northside Arcade', lab: 'Main Floor', logo: null };
  const pages = pageTexts(summaryPdf(busySummary(), venue).output('arraybuffer'));

  it("opens on the venue's name, the lab and the interval", () => {
    const first = pages[0] ?? '';
    assert.match(first, /Northside Arcade/);
    assert.match(first, /Activity report · Main Floor/);
    assert.match(first, /Last 30 days, 11\/07\/2026 – 12\/06\/2026/);
  });

  it("shows the queue's figures, then its table per lab and hour", () => {
    assert.match(pages[0] ?? '', /QUEUED\s+OFFERED A SEAT\s+MEDIAN WAIT\s+90TH PCT WAIT\s+NO-SHOWS\s+ABANDONED/);
    assert.match(pages[0] ?? '', /31\s+25\s+12\.5 min\s+31\.2 min\s+3\s+4/);
    const all = pages.join('\n');
    assert.match(all, /Queue by lab and hour/);
    assert.match(all, /Main Floor\s+5:00 PM.6:00 PM\s+31\s+25\s+12\.5 min\s+31\.2 min\s+3\s+4/);
  });

  it('repeats a long table’s header row on each page it runs onto, under a running head', () => {
    const holding = pages.flatMap((text, i) => (/player\d{3}@venue\.test/.test(text) ? [i] : []));
    assert.ok(holding.length >= 2, `the activities run over ${holding.length} page(s)`);
    for (const i of holding) assert.match(pages[i] ?? '', ACTIVITIES_HEADER, `page ${i + 1} has the header row`);
    for (const [i, text] of pages.entries()) {
      if (i > 0) assert.match(text, /Northside Arcade · Main Floor · Activity report/, `page ${i + 1}'s running head`);
      assert.match(text, new RegExp(`Page ${i + 1} of ${pages.length}`));
    }
    // every row is there once, none lost at a page break
    const rows = pages.join('\n').match(/player\d{3}@venue\.test/g) ?? [];
    assert.equal(rows.length, 140);
  });
});
