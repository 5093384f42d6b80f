import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HouseholdMember } from '../../../api/households/get-household-members';
import { type MemberPermissions, useUpdateMemberPermissions } from '../../../api/households/update-member-permissions';
import { UserAvatar } from '../../../components/ui/user-avatar/user-avatar';
import { notify } from '../../../lib/notifications/notifications-store';

const PERMISSIONS = ['canManage', 'canOrganize', 'canInvite', 'canManageHousehold'] as const;
type Permission = (typeof PERMISSIONS)[number];
const PERMISSION_LABELS: Record<Permission, string> = {
  canManage: 'households.members.permissions.canManage',
  canOrganize: 'households.members.permissions.canOrganize',
  canInvite: 'households.members.permissions.canInvite',
  canManageHousehold: 'households.members.permissions.canManageHousehold',
};

function permissionsOf(member: HouseholdMember): MemberPermissions {
  return {
    userId: member.id,
    canManage: member.canManage,
    canOrganize: member.canOrganize,
    canInvite: member.canInvite,
    canManageHousehold: member.canManageHousehold,
  };
}

/**
 * §5.4 the household's members with their permissions; each switch saves at once. Your own
 * switches and an admin's are disabled (nobody raises their own flags or an admin's).
 */
export function HouseholdMembersTable({ members, currentUserId }: { members: HouseholdMember[]; currentUserId: string }) {
  const { t } = useTranslation();
  const update = useUpdateMemberPermissions({
    mutationConfig: {
      onSuccess: (_data, input) => {
        const member = members.find((candidate) => candidate.id === input.userId);
        notify.success(t('households.members.saved', { name: member?.fullName || member?.username || '' }));
      },
    },
  });
  const pendingFor = update.isPending ? update.variables?.userId : undefined;
  const reasonFor = (member: HouseholdMember) => {
    if (member.id === currentUserId) return t('households.members.disabledSelf');
    if (member.admin) return t('households.members.disabledAdmin');
    return null;
  };
  const toggle = (member: HouseholdMember, permission: Permission, checked: boolean) =>
    update.mutate({ ...permissionsOf(member), [permission]: checked });
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('households.members.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('households.members.columns.member')}</TableCell>
            <TableCell>{t('households.members.columns.role')}</TableCell>
            {PERMISSIONS.map((permission) => (
              <TableCell key={permission} align="center">
                {t(PERMISSION_LABELS[permission])}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const name = member.fullName || member.username;
            const reason = reasonFor(member);
            return (
              <TableRow key={member.id}>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 160 }}>
                    <UserAvatar userId={member.id} name={name} cacheKey={member.cacheKey} decorative />
                    <div>
                      <Typography variant="body2">{name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {member.username}
                      </Typography>
                      {reason && (
                        <Typography variant="caption" color="text.secondary" component="p">
                          {reason}
                        </Typography>
                      )}
                    </div>
                  </Stack>
                </TableCell>
                <TableCell>{member.admin ? t('households.members.roles.admin') : t('households.members.roles.user')}</TableCell>
                {PERMISSIONS.map((permission) => {
                  const label = t('households.members.switchLabel', {
                    name,
                    permission: t(PERMISSION_LABELS[permission]),
                  });
                  const control = (
                    <Switch
                      checked={member[permission]}
                      disabled={reason !== null || pendingFor === member.id}
                      onChange={(event) => toggle(member, permission, event.target.checked)}
                      slotProps={{ input: { 'aria-label': label } }}
                    />
                  );
                  return (
                    <TableCell key={permission} align="center">
                      {reason ? (
                        <Tooltip title={reason}>
                          <span>{control}</span>
                        </Tooltip>
                      ) : (
                        control
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
