import { defineExamples } from '@/lib/examples';
import { inspectUuid, validateUuid, type UuidInfo, type Validation, type ValidationCheck } from './logic';

/**
 * The test vectors of RFC 9562 Appendix A (v1, v6 and v7 all encode Tuesday, 22 February 2022,
 * 19:22:22 UTC, 1645557742000 ms) and the Nil and Max UUIDs of §5.9 and §5.10.
 */
export const RFC_9562 = {
  v1: 'C232AB00-9414-11EC-B3C8-9F6BDECED846',
  v4: '919108F7-52D1-4320-9BAC-F847DB4148A8',
  v6: '1EC9414C-232A-6B00-B3C8-9F6BDECED846',
  v7: '017F22E2-79B0-7CC3-98C4-DC0C0C07398F',
  nil: '00000000-0000-0000-0000-000000000000',
  max: 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
} as const;

/** 2022-02-22T19:22:22Z in ms: python3 `int(datetime(2022, 2, 22, 19, 22, 22, tzinfo=timezone.utc).timestamp() * 1000)`. */
const RFC_TIME = 1645557742000;

/**
 * UUIDs pasted in the validator with the check chosen under Accept, and what it reads from them.
 * Versions and embedded times agree with python3's `uuid.UUID(s).version` and, for v1,
 * `(uuid.UUID(s).time - 0x01b21dd213814000) // 10000`; random UUIDs have no fixed output, so only the
 * validator has examples.
 */
export default defineExamples<
  { value: string; check: ValidationCheck },
  { validation: Validation; info: UuidInfo | undefined }
>({
  examples: [
    {
      name: 'A version 4 UUID',
      input: { value: RFC_9562.v4, check: 'v4' },
      output: { validation: { state: 'valid' }, info: { version: 4, variant: 'RFC 9562' } },
    },
    {
      name: 'A version 7 UUID under the v4 check',
      description: 'Its embedded time is read even though only version 4 is accepted',
      input: { value: RFC_9562.v7, check: 'v4' },
      output: {
        validation: { state: 'invalid', reason: 'Version 7 is not supported: only version 4 is accepted' },
        info: { version: 7, variant: 'RFC 9562', timestamp: RFC_TIME },
      },
    },
    {
      name: 'A version 1 UUID under any version',
      input: { value: RFC_9562.v1, check: 'any' },
      output: { validation: { state: 'valid' }, info: { version: 1, variant: 'RFC 9562', timestamp: RFC_TIME } },
    },
    {
      name: 'A version 6 UUID under any version',
      input: { value: RFC_9562.v6, check: 'any' },
      output: { validation: { state: 'valid' }, info: { version: 6, variant: 'RFC 9562', timestamp: RFC_TIME } },
    },
    {
      name: 'The Nil UUID',
      input: { value: RFC_9562.nil, check: 'any' },
      output: { validation: { state: 'valid' }, info: { version: 0, variant: 'NCS (reserved)', special: 'Nil UUID' } },
    },
    {
      name: 'The Max UUID',
      input: { value: RFC_9562.max, check: 'any' },
      output: {
        validation: { state: 'valid' },
        info: { version: 15, variant: 'Future (reserved)', special: 'Max UUID' },
      },
    },
    {
      name: 'Without hyphens',
      input: { value: '919108f752d143209bacf847db4148a8', check: 'v4' },
      output: { validation: { state: 'invalid', reason: 'Hyphens are required (8-4-4-4-12 form)' }, info: undefined },
    },
  ],
  run: ({ value, check }) => ({ validation: validateUuid(value, check), info: inspectUuid(value) }),
});
