import { useId } from 'react';
import { Flex, Select } from 'antd';
import { GPT_MODELS, REASONING_LEVELS, type GptModel, type ReasoningLevel } from '@portal/contracts';

/** The model (GPT-4o / GPT-5) and, for GPT-5 only, its reasoning level; each labelled. */
export function ModelPicker({
  model,
  reasoningLevel,
  onModel,
  onReasoningLevel,
}: {
  model: GptModel;
  reasoningLevel: ReasoningLevel | null;
  onModel: (model: GptModel) => void;
  onReasoningLevel: (level: ReasoningLevel) => void;
}) {
  const modelId = useId();
  const levelId = useId();
  return (
    <Flex wrap gap={8} align="center">
      <label htmlFor={modelId}>Model</label>
      <Select
        id={modelId}
        size="small"
        value={model}
        onChange={onModel}
        options={GPT_MODELS.map(({ label, value }) => ({ label, value }))}
        style={{ width: 96 }}
      />
      {model === 'gpt-5' && (
        <>
          <label htmlFor={levelId}>Reasoning level</label>
          <Select
            id={levelId}
            size="small"
            value={reasoningLevel ?? undefined}
            onChange={onReasoningLevel}
            options={REASONING_LEVELS.map((level) => ({ label: level, value: level }))}
            style={{ width: 96 }}
          />
        </>
      )}
    </Flex>
  );
}
