import { useSignals } from '@preact/signals-react/runtime';
import { CountdownRing } from '#components/countdown-ring.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import {
  answerAnything,
  changeOthersCount,
  choosePlayedWithOthers,
  comment,
  idleSecondsLeft,
  othersCount,
  pickedGames,
  playedWithOthers,
  RATINGS,
  rate,
  ratings,
  SURVEY_WARN_S,
  saving,
  showStillThere,
  submitBetween,
  submitComment,
  submitGames,
  submitRatings,
  surveyScreen,
  surveyTouched,
  toggleGame,
  upcomingGames,
} from '../model/survey-model.ts';
import './exit-survey.css';

function Stars({ label, value, onRate }: { label: string; value: number; onRate: (n: number) => void }) {
  return (
    <fieldset className="stars">
      <legend className="stars__label">{label}</legend>
      <div className="stars__row">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className={`stars__star${n <= value ? ' stars__star--on' : ''}`}
            aria-label={`${label}: ${n} star${n === 1 ? '' : 's'}`}
            aria-pressed={n === value}
            onClick={() => onRate(n)}
          >
            ★
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function RatingsStep() {
  useSignals();
  return (
    <>
      <h2 className="survey__question">How was your session?</h2>
      <div className="survey__ratings">
        {RATINGS.map((r) => (
          <Stars key={r.key} label={r.label} value={ratings.value[r.key]} onRate={(n) => rate(r.key, n)} />
        ))}
      </div>
      <KioskButton onClick={() => void submitRatings()} busy={saving.value}>
        Next
      </KioskButton>
    </>
  );
}

function BetweenStep() {
  useSignals();
  return (
    <>
      <h2 className="survey__question">Have you played with anyone in person today?</h2>
      <div className="survey__choices">
        {([1, 0] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={`survey__choice${playedWithOthers.value === v ? ' survey__choice--on' : ''}`}
            aria-pressed={playedWithOthers.value === v}
            onClick={() => choosePlayedWithOthers(v)}
          >
            {v === 1 ? 'Yes' : 'No'}
          </button>
        ))}
      </div>
      {playedWithOthers.value === 1 ? (
        <div className="survey__counter">
          <span className="survey__counter-label">How many people?</span>
          <button type="button" className="survey__step" aria-label="Fewer" onClick={() => changeOthersCount(-1)}>
            −
          </button>
          <output className="survey__count" aria-label="People">
            {othersCount.value}
          </output>
          <button type="button" className="survey__step" aria-label="More" onClick={() => changeOthersCount(1)}>
            +
          </button>
        </div>
      ) : null}
      <KioskButton onClick={() => void submitBetween()} busy={saving.value}>
        Next
      </KioskButton>
    </>
  );
}

function GamesStep() {
  useSignals();
  const games = upcomingGames.value;
  return (
    <>
      <h2 className="survey__question">Which upcoming games would you play?</h2>
      {games === null ? (
        <p className="survey__hint">Loading games…</p>
      ) : games.length === 0 ? (
        <p className="survey__hint">No games found at the moment!</p>
      ) : (
        <ul className="survey__games">
          {games.map((g) => {
            const on = pickedGames.value.has(g.GameId);
            return (
              <li key={g.GameId}>
                <button
                  type="button"
                  className={`survey__game${on ? ' survey__game--on' : ''}`}
                  aria-pressed={on}
                  onClick={() => toggleGame(g.GameId)}
                >
                  {g.ImageURL ? <img src={g.ImageURL} alt="" className="survey__game-img" /> : null}
                  <span className="survey__game-name">{g.GameName}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <KioskButton onClick={() => void submitGames()} busy={saving.value}>
        Next
      </KioskButton>
    </>
  );
}

function AnythingStep() {
  return (
    <>
      <h2 className="survey__question">Is there anything our team should know?</h2>
      <div className="survey__choices">
        <button type="button" className="survey__choice" onClick={() => answerAnything(true)}>
          Yes
        </button>
        <button type="button" className="survey__choice" onClick={() => answerAnything(false)}>
          No
        </button>
      </div>
    </>
  );
}

function CommentStep() {
  useSignals();
  return (
    <>
      <h2 className="survey__question">Tell us about it</h2>
      <textarea
        className="survey__comment"
        aria-label="Comment"
        maxLength={2000}
        value={comment.value}
        onChange={(e) => {
          comment.value = e.currentTarget.value;
          surveyTouched();
        }}
      />
      <KioskButton onClick={() => void submitComment()} busy={saving.value}>
        Send
      </KioskButton>
    </>
  );
}

const STEPS = {
  ratings: RatingsStep,
  between: BetweenStep,
  games: GamesStep,
  anything: AnythingStep,
  comment: CommentStep,
};

/** The exit survey: ratings, in-person play, upcoming games, and a comment on pods with a keyboard. */
export function ExitSurvey() {
  useSignals();
  const Step = STEPS[surveyScreen.value];
  return (
    <section className="survey" aria-label="Exit survey" onPointerDown={surveyTouched} onKeyDown={surveyTouched}>
      <Step />
      {showStillThere.value ? (
        <Overlay
          title="Still there...?"
          tone="warning"
          badge={<CountdownRing seconds={Math.max(0, idleSecondsLeft.value)} total={SURVEY_WARN_S} />}
          actions={<KioskButton onClick={surveyTouched}>I'm still here</KioskButton>}
        />
      ) : null}
    </section>
  );
}
