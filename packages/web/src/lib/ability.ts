import { AbilityProvider, Can, useAbility as useCaslAbility } from "@casl/react";
import type { AppAbility } from "@neraca/core";

/** The signed-in user's ability in the active company (the client check is convenience only). */
export const useAbility = (): AppAbility => useCaslAbility<AppAbility>();
export { AbilityProvider, Can };
