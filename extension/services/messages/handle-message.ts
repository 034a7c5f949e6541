// The background's answers to messages. Every decision re-asks core here: a message only names a URL.
import type { SnapshotCountry, VerificationResult } from "@entryguard/core";
import {
  applyGuardScript,
  applyGuardState,
  applySessionRules,
  applySessionState,
} from "../guard/apply-guard-state.ts";
import { shouldWarn } from "../guard/guard-decision.ts";
import { alreadySending } from "../guard/navigation-guard.ts";
import { checkLink, type LinkCheck } from "../link-check/check-link.ts";
import { judgeUrl } from "../registry/judge-url.ts";
import { registryIndex } from "../registry/registry.ts";
import { searchRegistry } from "../search/search-registry.ts";
import { addToAllowlist, readSettings } from "../settings/guard-settings.ts";
import { readSessionHosts, rememberHost, rememberSafeHost } from "../settings/session-hosts.ts";
import type { GuardMessage, HoldAnswer } from "./guard-message.ts";

/** The warning page's question answered by the background, whose registry index is already built. */
export interface CaughtJudgement {
  readonly result: VerificationResult;
  readonly warn: boolean;
}

export interface MessageReply {
  readonly ok: boolean;
  readonly error?: string;
}

/** The host core would judge for a URL, or null when it has none. */
function hostOf(url: string): string | null {
  return judgeUrl(url).verdict.host;
}

/** Answers one message; the reply's shape depends on the message type. */
export async function handleMessage(
  message: GuardMessage,
): Promise<MessageReply | CaughtJudgement | LinkCheck | HoldAnswer | VerificationResult | SnapshotCountry[]> {
  switch (message.type) {
    case "guard-hold": {
      const result = judgeUrl(message.url);
      const host = result.verdict.host;
      const [settings, session] = await Promise.all([readSettings(), readSessionHosts()]);
      if (host !== null && shouldWarn(result, settings, session)) {
        // The page goes to the warning page itself; DNR redirects the host from now on, before any request.
        if (alreadySending(message.url)) return { warn: true, sent: true };
        await rememberHost("caught", host);
        await applySessionRules();
        return { warn: true };
      }
      // Let through: the guard skips this exact host for the session before the page loads again.
      if (host !== null && (await rememberSafeHost(host))) await applyGuardScript();
      return { warn: false };
    }
    case "continue": {
      const host = hostOf(message.url);
      if (host === null) return { ok: false, error: "no host" };
      await rememberHost("continued", host);
      await applySessionState();
      return { ok: true };
    }
    case "allow-host": {
      const host = hostOf(message.url);
      if (host === null) return { ok: false, error: "no host" };
      await addToAllowlist(host);
      await applyGuardState();
      return { ok: true };
    }
    case "clear": {
      const result = judgeUrl(message.url);
      const [settings, session] = await Promise.all([readSettings(), readSessionHosts()]);
      if (result.verdict.host === null || shouldWarn(result, settings, session))
        return { ok: false, error: "warned" };
      await rememberHost("cleared", result.verdict.host);
      await applySessionRules();
      return { ok: true };
    }
    case "judge-caught": {
      const result = judgeUrl(message.url);
      const [settings, session] = await Promise.all([readSettings(), readSessionHosts()]);
      const judgement: CaughtJudgement = { result, warn: shouldWarn(result, settings, session) };
      return judgement;
    }
    case "settings-changed":
      await applyGuardState();
      return { ok: true };
    case "check-link":
      return checkLink(message.url);
    case "judge":
      return judgeUrl(message.url);
    case "search":
      return searchRegistry(registryIndex(), message.query);
  }
}
