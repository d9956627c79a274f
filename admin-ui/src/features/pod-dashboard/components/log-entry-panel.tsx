import { ADMIN_LOG_MESSAGE_MAX } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { TextAreaField } from '#components/form-fields.tsx';
import { logSaving, logText, submitLogEntry } from '../model/pod-logs-model.ts';

/** The log entry textarea and 'Submit Log Entry for {pod}'. */
export function LogEntryPanel({ podName }: { podName: string }) {
  useSignals();
  return (
    <Card title="Admin log entry">
      <form
        className="pod-dash__entry"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submitLogEntry();
        }}
      >
        <TextAreaField
          label="Log entry"
          hideLabel
          required
          rows={4}
          maxLength={ADMIN_LOG_MESSAGE_MAX}
          value={logText.value}
          onChange={(v) => {
            logText.value = v;
          }}
          disabled={logSaving.value}
        />
        <Button type="submit" variant="primary" busy={logSaving.value}>
          Submit Log Entry for {podName}
        </Button>
      </form>
    </Card>
  );
}
