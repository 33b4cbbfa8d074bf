import type { ReactNode } from 'react';
import { Button, theme } from 'antd';

/** A person as the members tabs list them. */
export interface MemberPerson {
  userId: number;
  givenName: string | null;
  lastName: string | null;
  email: string;
}

const nameOf = (person: MemberPerson) =>
  [person.givenName, person.lastName].filter((part) => part && part.trim()).join(' ') || person.email;

/** One role's people (owners, editors or viewers), with their email. */
export function RoleSection({ title, people, empty }: { title: string; people: MemberPerson[]; empty: string }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title} style={{ minWidth: 0 }}>
      <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>
        {title} ({people.length})
      </h3>
      {people.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{empty}</p>
      ) : (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 6 }}>
          {people.map((person) => (
            <li key={person.userId} style={{ display: 'grid' }}>
              <span>{nameOf(person)}</span>
              <span style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
                {person.email}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Editors' buttons to the member panels, then the sections of the roles. */
export function MembersLayout({
  manage,
  children,
}: {
  manage: { label: string; onClick: () => void }[];
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {manage.length > 0 && (
        <div role="toolbar" aria-label="Manage members" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {manage.map((action, index) => (
            <Button key={action.label} type={index === 0 ? 'primary' : 'default'} onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
        </div>
      )}
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        {children}
      </div>
    </div>
  );
}
