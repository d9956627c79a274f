import type { AlertRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Button, LinkButton } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { EmptyState } from '#components/empty-state.tsx';
import { Spinner } from '#components/spinner.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import type { Resource } from '#lib/resource.ts';
import { alertsWidget, orientationSteps, orientationWidget } from '../model/dashboard-widgets-model.ts';
import './dashboard-widgets.css';

/** Loads `resource` while the widget shows, and forgets it when it goes. */
function useWidgetLoad(resource: Resource<unknown>): void {
  useEffect(() => {
    void resource.load();
    return resource.reset;
  }, [resource]);
}

/** A widget's failure: what went wrong, and Retry. */
function WidgetError({ text, resource }: { text: string; resource: Resource<unknown> }) {
  return (
    <div className="widget__error" role="alert">
      <p>{text}</p>
      <Button onClick={() => void resource.reload()}>Retry</Button>
    </div>
  );
}

const until = (a: AlertRow) =>
  a.alert_end ? `Until ${a.alert_end.date} ${a.alert_end.time} ${a.alert_end.ampm}` : 'No end';

/** The alerts widget: the alerts players see now, soonest to end first, and a link to Manage Alerts. */
export function AlertsWidget() {
  useSignals();
  useWidgetLoad(alertsWidget);
  const alerts = alertsWidget.data.value;
  let body: React.ReactNode;
  if (alertsWidget.error.value && !alerts) {
    body = <WidgetError text="The alerts could not be loaded." resource={alertsWidget} />;
  } else if (!alerts) {
    body = <Spinner label="Loading alerts…" showLabel />;
  } else if (alerts.length === 0) {
    body = <EmptyState text="No alerts are showing to players now." />;
  } else {
    body = (
      <ul className="widget__list">
        {alerts.map((a) => (
          <li key={a.id} className="widget__item">
            <span className="widget__item-main">
              <span className="widget__item-title">{a.text_head}</span>
              <span className="widget__item-detail">
                {a.linkedlab?.lab_name ?? a.linkedclient?.first_name ?? 'Every pod'} · {until(a)}
              </span>
            </span>
            <StatusBadge tone="ok">Showing</StatusBadge>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card
      title="Alerts"
      className="widget"
      actions={
        <LinkButton href="/common/alerts" variant="ghost">
          Manage Alerts
        </LinkButton>
      }
    >
      {body}
    </Card>
  );
}

/** The orientation widget: the steps that set a venue up, with what is done already. */
export function OrientationWidget() {
  useSignals();
  useWidgetLoad(orientationWidget);
  const venue = orientationWidget.data.value;
  let body: React.ReactNode;
  if (orientationWidget.error.value && !venue) {
    body = <WidgetError text="Your venue's labs and pods could not be loaded." resource={orientationWidget} />;
  } else if (!venue) {
    body = <Spinner label="Loading your venue…" showLabel />;
  } else if (venue.labs === 0 && venue.pods === 0) {
    body = (
      <EmptyState text="No labs yet: your venue starts with a lab.">
        <LinkButton href="/admin/labs" variant="primary">
          Add a lab
        </LinkButton>
      </EmptyState>
    );
  } else {
    body = (
      <ol className="widget__list">
        {orientationSteps(venue.labs, venue.pods).map((s) => (
          <li key={s.label} className="widget__item">
            <span className="widget__item-main">
              <Link href={s.href} className="widget__item-title">
                {s.label}
              </Link>
              <span className="widget__item-detail">{s.detail}</span>
            </span>
            {s.done ? <StatusBadge tone="ok">Done</StatusBadge> : null}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Card title="Orientation" className="widget">
      {body}
    </Card>
  );
}
