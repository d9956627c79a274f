import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ScreenFrame } from '#components/screen-frame.tsx';
import { Spinner } from '#components/spinner.tsx';
import { ExitSurvey } from '../components/exit-survey.tsx';
import { logoutPhase, runLogout, stopLogout } from '../model/logout-model.ts';
import { stopSurvey } from '../model/survey-model.ts';
import './logout-screen.css';

/** /player/logout?reason=&survey_needed=. */
export function LogoutScreen() {
  useSignals();
  const params = new URLSearchParams(useSearch());
  const reason = params.get('reason') ?? '';
  const surveyNeeded = params.get('survey_needed') === '1';
  useEffect(() => {
    void runLogout(reason, surveyNeeded);
    return () => {
      stopLogout();
      stopSurvey();
    };
  }, [reason, surveyNeeded]);
  const phase = logoutPhase.value;
  return (
    <ScreenFrame className={`logout-screen${phase === 'leaving' ? ' logout-screen--leaving' : ''}`}>
      <main className="logout">
        <header className="logout__head">
          <h1 className="logout__title">Thanks for playing</h1>
          {reason ? <p className="logout__reason">Logout reason : {reason}</p> : null}
        </header>
        {phase === 'survey' ? (
          <ExitSurvey />
        ) : (
          <div className="logout__setup">
            <Spinner label="Please wait" />
            <p className="logout__setup-text">Setting up for the next player...</p>
          </div>
        )}
      </main>
    </ScreenFrame>
  );
}
