export * from "./authorize-request";
export * from "./clients";
export * from "./discovery";
export * from "./service";
