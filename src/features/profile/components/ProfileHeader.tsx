import Badge from '@/components/ui/Badge';
import { DEFAULT_AVATAR, type SessionUser } from '@/contract/user';
import { formatDate } from '@/lib/format';

interface Props {
	user: SessionUser;
}

/** How a role reads in the header; an empty role is a plain player. */
function roleLabel(role: string): string {
	if (!role || role === 'user') return 'Player';
	return role === 'senioradmin' ? 'Senior Admin' : role[0]!.toUpperCase() + role.slice(1);
}

/** Avatar, username, role and the date the account was created. */
export default function ProfileHeader({ user }: Props) {
	const since = formatDate(user.registeredAt, { day: 'numeric', month: 'long', year: 'numeric' });
	return (
		<header className="profile-header">
			<img
				className="profile-header__avatar"
				src={user.avatar}
				alt=""
				width={96}
				height={96}
				onError={(event) => {
					if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) {
						event.currentTarget.src = DEFAULT_AVATAR;
					}
				}}
			/>
			<div className="profile-header__text">
				<h2 className="profile-header__name">{user.username}</h2>
				<div className="profile-header__meta">
					<Badge tone="accent">{roleLabel(user.role)}</Badge>
					{since && <span>Member since {since}</span>}
				</div>
			</div>
		</header>
	);
}
