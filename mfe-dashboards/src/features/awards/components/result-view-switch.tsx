import { theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { AWARD_RESULT_VIEWS, type AwardResultView } from '@portal/contracts';
import { useAwardsSite } from '../hooks/use-awards-site';
import { RESULT_VIEWS } from '../state/awards-pages';

/** Between the four result views (links, the filters kept): Regional, Office, Category and Winners List View. */
export function ResultViewSwitch({ view }: { view: AwardResultView }) {
  const { token } = theme.useToken();
  const { search } = useLocation();
  const { pathTo } = useAwardsSite();
  return (
    <nav aria-label="Result views">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {RESULT_VIEWS.map((each) => {
          const current = each === view;
          return (
            <li key={each}>
              <Link
                to={{ pathname: pathTo(`results/${each}`), search }}
                aria-current={current ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: '4px 14px',
                  borderRadius: 16,
                  textDecoration: 'none',
                  fontWeight: current ? 600 : 400,
                  color: current ? token.colorTextLightSolid : token.colorText,
                  background: current ? token.colorPrimary : token.colorBgContainer,
                  border: `1px solid ${current ? token.colorPrimary : token.colorBorder}`,
                }}
              >
                {AWARD_RESULT_VIEWS[each].label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
