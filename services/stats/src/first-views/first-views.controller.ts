import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { FirstViewsService } from './first-views.service';

/**
 * GET /first-views/<Module>.html (dataFirstViewPath): a page's first view drawn with the current
 * data, for the gateway's include only (not under /api, so no public route reaches it). 404 when
 * this service does not draw that page; the gateway then includes the remote's data-free one.
 */
@ApiExcludeController()
@Controller('first-views')
export class FirstViewsController {
  constructor(private readonly firstViews: FirstViewsService) {}

  @Get(':file')
  async fragment(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const module = /^(\w+)\.html$/.exec(file)?.[1];
    const html = module && (await this.firstViews.fragment(module));
    if (!html) throw new NotFoundException(`No first view of ${file} is drawn here.`);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(html);
  }
}
