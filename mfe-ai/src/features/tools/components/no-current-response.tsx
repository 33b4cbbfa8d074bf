import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The builder or complete page with no response under way on this site: where to start one. */
export function NoCurrentResponse() {
  const navigate = useNavigate();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description="No response is being built on this site. Start a new one, or open one of this session's responses from the Response Generator."
    >
      <Button type="primary" onClick={() => navigate('/tools/response-generator/new')}>
        Start a new response
      </Button>{' '}
      <Button onClick={() => navigate('/tools/response-generator')}>Go to the Response Generator</Button>
    </Empty>
  );
}
