import { Module } from '@nestjs/common';
import { OwnershipCache } from './ownership-cache';
import { OwnershipController } from './ownership.controller';
import { OwnershipService } from './ownership.service';

/** Site ownership beside the official one: /api/selected-by. */
@Module({ controllers: [OwnershipController], providers: [OwnershipCache, OwnershipService] })
export class OwnershipModule {}
