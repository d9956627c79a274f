import { WEEK_DAYS } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { FormActions, MaskedField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import { DAY_NAMES, saveWeek, savingWeek, setDay, week, weekErrors } from '../model/schedule-model.ts';
import { LabSection, useSectionBanner } from './lab-section.tsx';

/** Lab Schedules: per weekday a start and an end ('hh:mm AM/PM') and Closed?, then Save. */
export function ScheduleSection() {
  useSignals();
  const [banner, report] = useSectionBanner();
  return (
    <LabSection
      id="lab-schedules"
      title="Lab Schedules"
      description="The weekly opening hours, in the lab's time zone: the kiosk's idle screen tells players when the facility opens and closes. A day's end time is needed when its start time is set."
      banner={banner}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void report(saveWeek());
        }}
      >
        <table className="schedule-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Start</th>
              <th scope="col">End</th>
              <th scope="col">Closed?</th>
            </tr>
          </thead>
          <tbody>
            {WEEK_DAYS.map((d) => {
              const day = week.value[d];
              const errors = weekErrors.value[d] ?? {};
              const name = DAY_NAMES[d];
              return (
                <tr key={d} className={day.closed ? 'schedule-table__closed' : undefined}>
                  <th scope="row">{name}</th>
                  <td>
                    <MaskedField
                      mask="time12"
                      picker
                      label={`${name} start`}
                      hideLabel
                      value={day.start}
                      error={errors.start}
                      maxLength={8}
                      onChange={(v) => setDay(d, 'start', v)}
                    />
                  </td>
                  <td>
                    <MaskedField
                      mask="time12"
                      picker
                      label={`${name} end`}
                      hideLabel
                      required={day.start.trim() !== ''}
                      value={day.end}
                      error={errors.end}
                      maxLength={8}
                      onChange={(v) => setDay(d, 'end', v)}
                    />
                  </td>
                  <td>
                    <Switch
                      label={`${name} Closed?`}
                      hideLabel
                      checked={day.closed}
                      onChange={(on) => setDay(d, 'closed', on)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <FormActions>
          <Button type="submit" variant="primary" busy={savingWeek.value}>
            Save
          </Button>
        </FormActions>
      </form>
    </LabSection>
  );
}
