import { Button } from 'antd';

/**
 * Questions as a named list of round chips, each asking its question when pressed (disabled while an answer is being
 * written): a panel's starting prompts and a suggestion reply's questions.
 */
export function QuestionChips({
  label,
  questions,
  disabled,
  onAsk,
}: {
  label: string;
  questions: readonly string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
      {questions.map((question) => (
        <li key={question}>
          <Button
            size="small"
            shape="round"
            disabled={disabled}
            onClick={() => onAsk(question)}
            style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start' }}
          >
            {question}
          </Button>
        </li>
      ))}
    </ul>
  );
}
