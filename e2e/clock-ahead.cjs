// Preloaded into a shop server (NODE_OPTIONS=--require) to run its wall clock five minutes ahead
// of its monotonic clock, as after an NTP step or a resumed virtual machine: cache stamps and
// expiries must not depend on the two agreeing.
const wall = Date.now;
Date.now = () => wall() + 5 * 60_000;
