import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';

/** /sites/notfound: the site id in the address is not a site this user has. */
export function SiteNotFoundPage() {
  usePageTitle('Site Not Found');
  return (
    <Result
      status="404"
      title="Site Not Found"
      subTitle="The site in this address does not exist or you do not have access to it."
      extra={
        <Link to={HOME_PATH}>
          <Button type="primary">Go to your home site</Button>
        </Link>
      }
    />
  );
}
