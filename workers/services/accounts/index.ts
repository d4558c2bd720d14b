export * from "./service";
export * from "./types";
