import { useId } from 'react';
import { Segmented, Table, theme, type TableColumnsType } from 'antd';
import type { AwardsLeaderboard, LeaderboardRow } from '@portal/contracts';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { SCROLLING_TABLE } from '../../../components/scrolling-table';
import { stackStyle } from '../../../components/stack-style';
import { formatCount } from '../../../lib/format-count';
import { chosenLeague, leagueRows } from '../state/leaderboard-leagues';
import { RankChange } from './rank-change';

/**
 * The ranking ('Cadre Rankings', spec §3 "Leaderboard"): the league switch (the leagues of the answer, sliced here)
 * and the league's agencies: rank, agency, network, holding company, points this year and last, the change (points,
 * and the rank moving) and the awards won this year.
 */
export function LeaderboardTable({
  board,
  league,
  onLeague,
}: {
  board: AwardsLeaderboard;
  /** The league asked for (the URL's); the server's choice or the first when the ranking has no such league. */
  league: string | null;
  onLeague: (league: string) => void;
}) {
  const { token } = theme.useToken();
  const switchName = useId();
  const shown = chosenLeague(board.leaderboardLeagues, league, board.selectedLeaderboardLeague);
  const rows = leagueRows(board.leaderboardData, shown);
  const current = board.currentYearLabel ?? '';
  const previous = board.previousYearLabel ?? '';
  const columns: TableColumnsType<LeaderboardRow> = [
    { key: 'rank', dataIndex: 'currentYearIndex', title: 'Rank', align: 'right', width: 64 },
    {
      key: 'agency',
      dataIndex: 'agencyName',
      title: 'Agency',
      render: (name: string) => <strong style={{ color: token.colorTextHeading }}>{name}</strong>,
    },
    { key: 'network', dataIndex: 'network', title: 'Network' },
    { key: 'holding', dataIndex: 'holdingCompany', title: 'Holding company' },
    {
      key: 'current',
      dataIndex: 'currentYearPoints',
      title: `Points ${current}`,
      align: 'right',
      render: (points: number) => formatCount(points),
    },
    {
      key: 'previous',
      dataIndex: 'previousYearPoints',
      title: `Points ${previous}`,
      align: 'right',
      render: (points: number) => formatCount(points),
    },
    { key: 'change', title: 'Change', render: (_value, row) => <RankChange row={row} /> },
    { key: 'awards', dataIndex: 'currentYearAwards', title: 'Awards', align: 'right' },
  ];
  return (
    <div style={stackStyle(12)}>
      {board.leaderboardLeagues.length > 1 && shown && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', minWidth: 0 }}>
          <span aria-hidden="true" style={{ color: token.colorTextSecondary }}>
            League
          </span>
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Segmented
              name={switchName}
              aria-label="League"
              options={board.leaderboardLeagues.map((each) => each.leagueName)}
              value={shown.leagueName}
              onChange={(value) => onLeague(String(value))}
            />
          </div>
        </div>
      )}
      <Table<LeaderboardRow>
        size="middle"
        rowKey="agencyName"
        caption={
          <span style={VISUALLY_HIDDEN}>
            {`Agencies ranked by points in ${current} against ${previous}${shown ? `, ${shown.leagueName}` : ''}`}
          </span>
        }
        columns={columns}
        dataSource={rows}
        pagination={false}
        {...SCROLLING_TABLE}
      />
    </div>
  );
}
