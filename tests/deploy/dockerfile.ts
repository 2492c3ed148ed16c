/**
 * Reads the repository's Dockerfile into the steps a test can run outside a container: which
 * files each stage copies, the npm commands it runs, its environment, start command and health
 * check. Only the instructions the Dockerfile uses are understood; any other one fails loudly,
 * so the Dockerfile cannot grow a step the test silently skips.
 */
import { readFileSync } from 'node:fs';

/** One instruction: its keyword and its arguments, continuation lines joined. */
export interface Instruction {
	keyword: string;
	args: string;
}

/** One stage of the Dockerfile, from its FROM to the next. */
export interface Stage {
	name: string | undefined;
	instructions: Instruction[];
}

const KNOWN = new Set([
	'FROM',
	'RUN',
	'WORKDIR',
	'COPY',
	'ARG',
	'ENV',
	'USER',
	'VOLUME',
	'EXPOSE',
	'HEALTHCHECK',
	'CMD',
]);

/** The Dockerfile's stages, in order. */
export function readDockerfile(path: string): Stage[] {
	const text = readFileSync(path, 'utf8').replace(/\\\n/g, ' ');
	const stages: Stage[] = [];
	for (const line of text.split('\n')) {
		const trimmed = line.trim();
		if (!trimmed || trimmed.startsWith('#')) continue;
		const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(trimmed) ?? [];
		if (!KNOWN.has(keyword)) throw new Error(`The test does not know the instruction ${keyword}`);
		if (keyword === 'FROM') {
			stages.push({ name: / AS (\S+)$/i.exec(args)?.[1], instructions: [] });
			continue;
		}
		stages.at(-1)!.instructions.push({ keyword, args: args.replace(/\s+/g, ' ') });
	}
	return stages;
}

/** The arguments of every instruction of a stage with this keyword. */
export function argsOf(stage: Stage, keyword: string): string[] {
	return stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
}

/** The ENV of a stage as variables: `ENV A=1 B=2` gives { A: '1', B: '2' }. */
export function envOf(stage: Stage): Record<string, string> {
	const pairs = argsOf(stage, 'ENV').flatMap((args) => args.split(' '));
	return Object.fromEntries(pairs.map((pair) => pair.split('=', 2) as [string, string]));
}

/** The exec form of CMD (`["npm", "run", "serve"]`). */
export function commandOf(stage: Stage): string[] {
	const [cmd] = argsOf(stage, 'CMD');
	if (!cmd) throw new Error('The stage has no CMD');
	return JSON.parse(cmd) as string[];
}

/** The shell command of HEALTHCHECK, after its options. */
export function healthCheckOf(stage: Stage): string {
	const [check] = argsOf(stage, 'HEALTHCHECK');
	const command = check && /(?:^|\s)CMD (.*)$/.exec(check)?.[1];
	if (!command) throw new Error('The stage has no HEALTHCHECK CMD');
	return command;
}
