import { Module } from '@nestjs/common';
import { OwnershipController } from './ownership.controller';
import { OwnershipRepository } from './ownership.repository';
import { OwnershipService } from './ownership.service';

/** Site ownership beside the official one: /api/selected-by. */
@Module({ controllers: [OwnershipController], providers: [OwnershipRepository, OwnershipService] })
export class OwnershipModule {}
