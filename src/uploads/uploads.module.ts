import { Module } from '@nestjs/common';
import { AdminContentImagesController } from './admin-content-images.controller';
import { UploadsController } from './uploads.controller';

@Module({ controllers: [UploadsController, AdminContentImagesController] })
export class UploadsModule {}
