import { BadRequestException, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { TOO_DEEP, UNUSABLE_CHARACTER, inputRefusal } from './storable-input';

/**
 * The global pipe: validates and whitelists bodies with class-validator DTOs. Route params are
 * left as the strings they arrived as, so that their own pipes judge them: the stock pipe would
 * turn "1e3" into 1000 and "01" into 1 before IdParamPipe could refuse them.
 *
 * Before any DTO, every body, query and path parameter (a multipart form's fields included: the
 * pipe runs after the file interceptor) is checked for text no field takes and for nesting past
 * MAX_INPUT_DEPTH (storable-input.ts), so a NUL answers 400 before a service, the database or a
 * payment provider sees it.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // The DTOs carry Korean messages; show them as written, without property paths.
      exceptionFactory: (errors) => new BadRequestException(unique(errors.flatMap(messagesOf))),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Custom decorators hand over the app's own values (the signed-in account), not input.
    if (metadata.type !== 'custom') {
      const refusal = inputRefusal(value);
      if (refusal) {
        throw new BadRequestException(refusal === 'depth' ? TOO_DEEP : UNUSABLE_CHARACTER);
      }
    }
    return super.transform(value, metadata);
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

function messagesOf(error: ValidationError): string[] {
  const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
    constraint === 'whitelistValidation' ? `허용되지 않은 항목입니다: ${error.property}` : message,
  );
  // Report one message per field: the first rule it broke.
  return [...own.slice(0, 1), ...(error.children ?? []).flatMap(messagesOf)];
}

function unique(messages: string[]): string[] {
  return [...new Set(messages)];
}
