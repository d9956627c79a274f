import type { FormHTMLAttributes } from 'react';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** The model's submit action; the browser's own submit (a page load) never happens. */
  onSubmit: () => unknown;
};

/** A kiosk form: Enter or the submit button runs the model's action; validation is the model's, not the browser's. */
export function SubmitForm({ onSubmit, className = 'form-page__form', children, ...form }: Props) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      {...form}
    >
      {children}
    </form>
  );
}
