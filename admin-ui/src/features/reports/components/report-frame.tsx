import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '#components/button.tsx';
import { MaskedField, SelectField } from '#components/form-fields.tsx';
import {
  applyCustom,
  chooseClient,
  chooseInterval,
  chooseLab,
  clientId,
  clientOptions,
  customDraft,
  customError,
  editCustom,
  INTERVAL_OPTIONS,
  interval,
  isSuperAdmin,
  labId,
  labOptions,
} from '../model/report-filters-model.ts';
import './reports.css';

const TABS = [
  { href: '/common/reports/summary', label: 'Activity report' },
  { href: '/common/reports/status', label: 'Status report' },
] as const;

/** The tabs that link the two reports. */
export function ReportTabs({ current }: { current: (typeof TABS)[number]['href'] }) {
  return (
    <nav className="report-tabs" aria-label="Reports">
      {TABS.map((t) => (
        <Link
          key={t.href}
          href={t.href}
          className={`report-tabs__tab${t.href === current ? ' report-tabs__tab--current' : ''}`}
          aria-current={t.href === current ? 'page' : undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

const AMPM = [
  { id: 'AM', value: 'AM' },
  { id: 'PM', value: 'PM' },
];

/** Start or end of a custom interval: date, time and AM/PM. */
function CustomEnd({ end }: { end: 'start' | 'end' }) {
  useSignals();
  const d = customDraft.value;
  const label = end === 'start' ? 'Start' : 'End';
  return (
    <fieldset className="report-custom__end">
      <legend>{label}</legend>
      <MaskedField
        mask="date"
        picker
        label={`${label} date`}
        required
        value={d[`${end}_date`]}
        onChange={(v) => editCustom({ [`${end}_date`]: v })}
      />
      <MaskedField
        mask="clock"
        picker
        half={{ value: d[`${end}_ampm`], onChange: (half) => editCustom({ [`${end}_ampm`]: half }) }}
        label={`${label} time`}
        required
        value={d[`${end}_time`]}
        onChange={(v) => editCustom({ [`${end}_time`]: v })}
      />
      <SelectField
        label={`${label} AM/PM`}
        required
        value={d[`${end}_ampm`]}
        options={AMPM}
        onChange={(v) => editCustom({ [`${end}_ampm`]: v === 'PM' ? 'PM' : 'AM' })}
      />
    </fieldset>
  );
}

/** The filters both reports share: interval (and a custom one's ends), client for super admins, lab. */
export function ReportFilters() {
  useSignals();
  return (
    <section className="report-filters" aria-label="Report filters">
      <div className="report-filters__row">
        <SelectField label="Interval" value={interval.value} options={INTERVAL_OPTIONS} onChange={chooseInterval} />
        {isSuperAdmin.value ? (
          <SelectField
            label="Client"
            value={clientId.value}
            options={clientOptions.data.value ?? []}
            placeholder="All clients"
            onChange={chooseClient}
          />
        ) : null}
        <SelectField
          label="Lab"
          value={labId.value}
          options={labOptions.data.value ?? []}
          placeholder="All Labs"
          onChange={chooseLab}
        />
      </div>
      {interval.value === 'custom' ? (
        <form
          className="report-custom"
          aria-label="Custom interval"
          // the fields are checked on Apply, with the form's own message
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            applyCustom();
          }}
        >
          <CustomEnd end="start" />
          <CustomEnd end="end" />
          <div className="report-custom__apply">
            <Button type="submit" variant="primary">
              Apply
            </Button>
            {customError.value ? (
              <p className="report-custom__error" role="alert">
                {customError.value}
              </p>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}

export type Stat = { readonly label: string; readonly value: string; readonly hint?: string };

/** The report's figures as a row of tiles. */
export function StatTiles({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <dl className="report-stats" aria-label={label}>
      {stats.map((s) => (
        <div key={s.label} className="report-stats__tile">
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
          {s.hint ? <p className="report-stats__hint">{s.hint}</p> : null}
        </div>
      ))}
    </dl>
  );
}

/** The page under the header: tabs, filters, then the report. */
export function ReportLayout({ current, children }: { current: (typeof TABS)[number]['href']; children: ReactNode }) {
  return (
    <div className="report">
      <ReportTabs current={current} />
      <ReportFilters />
      {children}
    </div>
  );
}
