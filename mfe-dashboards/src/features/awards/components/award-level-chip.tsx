import type { ReactNode } from 'react';
import { theme } from 'antd';
import { levelTone } from '../state/award-level-tones';

/** An award level as a small chip: its marker in the level's colour, its name, and what follows (a count). */
export function AwardLevelChip({ level, children }: { level: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  const tone = levelTone(level, token.colorPrimary);
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '2px 10px',
        borderRadius: 999,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        color: token.colorText,
        fontSize: token.fontSizeSM,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      <span
        aria-hidden="true"
        style={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flex: 'none',
          background: tone ?? 'transparent',
          border: `1px solid ${tone ?? token.colorTextTertiary}`,
        }}
      />
      {level}
      {children}
    </span>
  );
}
