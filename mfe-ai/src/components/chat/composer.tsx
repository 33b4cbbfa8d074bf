import { useState } from 'react';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Flex, Input } from 'antd';

/**
 * Where the user writes: Enter sends (Shift+Enter is a new line), Send while nothing is arriving, Stop while a reply
 * is arriving.
 */
export function Composer({
  label,
  placeholder,
  maxLength,
  busy,
  onSend,
  onStop,
}: {
  label: string;
  placeholder: string;
  maxLength: number;
  busy: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const [text, setText] = useState('');
  const question = text.trim();
  const send = () => {
    if (!question || busy) return;
    onSend(question);
    setText('');
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      style={{ display: 'grid', gap: 8 }}
    >
      <Input.TextArea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Flex justify="end" gap={8}>
        {busy ? (
          <Button onClick={onStop}>Stop</Button>
        ) : (
          <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} disabled={!question}>
            Send
          </Button>
        )}
      </Flex>
    </form>
  );
}
