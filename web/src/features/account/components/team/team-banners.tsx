import { recentlyJoinedCount, teamBannerText } from '@almanac/core';
import { Alert, Stack } from '@chakra-ui/react';
import type { TeamMember } from '../../api/team-api.js';

/** An error banner while members are in Error (with their count); one for members who joined lately. */
export function TeamBanners({ members, now = new Date() }: { members: TeamMember[]; now?: Date }) {
  const errors = members.filter((m) => m.status === 'Error').length;
  const joined = recentlyJoinedCount(members, now);
  if (!errors && !joined) return null;
  return (
    <Stack gap="3">
      {errors ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{teamBannerText.errors(errors)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {joined ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{teamBannerText.added(joined)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
