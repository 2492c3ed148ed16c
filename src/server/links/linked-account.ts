/** An account of Discord or Steam as linking stores it, whichever linker vouched for it. */
export interface LinkedAccount {
	id: string;
	username: string;
	avatar: string | null;
}
