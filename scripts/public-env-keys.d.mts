export declare const publicEnvKeys: readonly string[];
