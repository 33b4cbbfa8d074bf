import { Steps } from 'antd';
import { usePhone } from '@portal/ui';

const STAGES = [
  { title: 'Brief', content: 'What to answer, in which sections' },
  { title: 'Build', content: 'Edit the text, pick the sources' },
  { title: 'Complete', content: 'Read it through, download it' },
];

/** The three stages of a response, the current one marked (stacked on a phone). */
export function ResponseSteps({ current }: { current: 0 | 1 | 2 }) {
  const phone = usePhone();
  return (
    <div role="group" aria-label="Stages of a response" style={{ marginBottom: 24 }}>
      <Steps
        size="small"
        current={current}
        orientation={phone ? 'vertical' : 'horizontal'}
        items={STAGES.map(({ title, content }, index) => ({
          title: index === current ? <span aria-current="step">{title}</span> : title,
          content,
        }))}
      />
    </div>
  );
}
