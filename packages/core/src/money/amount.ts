import { centsToString, toCents } from "./money.js";

/**
 * An exact amount in cents (bigint) with the few operations reports need. Reports add thousands of
 * amounts; bigint does it exactly and far faster than arbitrary-precision decimals. Its text is the
 * API's decimal string (`"-1234.50"`).
 */
export class Amount {
  private constructor(readonly cents: bigint) {}

  static of(value: string | number | bigint | Amount): Amount {
    return value instanceof Amount ? value : new Amount(toCents(value));
  }

  plus(other: Amount | string): Amount {
    return new Amount(this.cents + Amount.of(other).cents);
  }

  minus(other: Amount | string): Amount {
    return new Amount(this.cents - Amount.of(other).cents);
  }

  negated(): Amount {
    return new Amount(-this.cents);
  }

  isZero(): boolean {
    return this.cents === 0n;
  }

  isNegative(): boolean {
    return this.cents < 0n;
  }

  isPositive(): boolean {
    return this.cents > 0n;
  }

  equals(other: Amount): boolean {
    return this.cents === other.cents;
  }

  toString(): string {
    return centsToString(this.cents);
  }
}

export const ZERO_AMOUNT = Amount.of(0n);
