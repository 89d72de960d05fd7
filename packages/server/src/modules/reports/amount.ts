import { centsToString, toCents } from "@neraca/core";

/**
 * An exact amount in cents (bigint) with the few operations reports need. Reports add thousands of
 * amounts; bigint does it exactly and far faster than arbitrary-precision decimals.
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

export const ZERO = Amount.of(0n);
export const fmt = (value: Amount) => value.toString();
